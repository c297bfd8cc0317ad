import { useEffect } from 'react';
import { startKeepAlive } from '../keep-alive';

/** The client-routed app's keep-alive (public pages start it from entry-islands.tsx). */
export function useKeepAlive() {
  useEffect(startKeepAlive, []);
}
