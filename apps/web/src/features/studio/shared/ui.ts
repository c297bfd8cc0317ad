/** The console's look: the web kit's buttons at the console's denser size, and its badges. */
import { buttonClass } from '@/components/ui/buttons';

export { pressedButton } from '@/components/ui/buttons';
export const primaryButton = buttonClass('primary', 'sm');
export const secondaryButton = buttonClass('secondary', 'sm');
export const dangerButton = buttonClass('danger', 'sm');

export const badgeClass = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';
