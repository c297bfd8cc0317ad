// Written by scripts/compile-messages.mjs from ../catalogues/auth.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/auth.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "emailInvalid": ["Please enter a valid email address"],
  "passwordRule": ["Password must contain at least one uppercase letter, one lowercase letter, and one number."],
  "passwordMin": ["Password must be at least 6 characters long"],
  "passwordMax": ["Password must be at most ",["max"]," characters long"],
  "passwordsMismatch": ["Passwords do not match"],
  "passwordHint": [["min"]," to ",["max"]," characters, with an upper-case letter, a lower-case letter and a number."],
  "nameLabel": ["Your name"],
  "nameHint": ["How clients, photographers and the studio will see you. You can change it later in Settings."],
  "passwordTooCommon": ["This password is too common. Please choose another."],
  "fallbackFailure": ["Something went wrong. Please try again."],
  "signupSuccess": ["Signup successful!"],
  "loginSuccess": ["Login successful!"],
  "otpSent": ["OTP sent to ",["email"],". Please check your email to reset your password."],
  "resetSuccess": ["Password reset successful! You can now log in."],
  "emailTaken": ["An account with this email already exists. Please sign in instead."],
  "invalidCredentials": ["Invalid email or password."],
  "otpFormat": ["Please enter the ",["length"],"-digit code from the email."],
  "otpInvalid": ["This code is incorrect or has expired. Please check it or request a new one."],
  "tooManySignIns": ["Too many failed sign-in attempts for this email. Please wait ",["minutes","plural",{"one":["#"," minute"],"other":["#"," minutes"]}]," and try again."],
  "signInRequired": ["Please sign in to continue."],
  "crossSiteRefused": ["This request came from another site and was refused."],
  "signedOut": ["You have been signed out."],
} as const satisfies CompiledCatalogue<typeof source>;
