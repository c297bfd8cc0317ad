import type { UserRole } from '@studio/shared';
import { Camera, LayoutDashboard, type LucideIcon, ShieldCheck } from 'lucide-react';

/** The icon of each signed-in area (`accountAreas` in @studio/shared names them and their paths). */
export const accountAreaIcons: Record<UserRole, LucideIcon> = {
  client: LayoutDashboard,
  photographer: Camera,
  admin: ShieldCheck,
};
