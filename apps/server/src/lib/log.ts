/**
 * The log as the server's modules write to it: pino's levels, each taking a message, or an object of
 * fields and a message. Every module is given the app's logger (or a child of it) as this.
 */
export interface Logger {
  debug(fieldsOrMessage: object | string, message?: string): void;
  info(fieldsOrMessage: object | string, message?: string): void;
  warn(fieldsOrMessage: object | string, message?: string): void;
  error(fieldsOrMessage: object | string, message?: string): void;
  fatal(fieldsOrMessage: object | string, message?: string): void;
}
