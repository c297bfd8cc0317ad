import { scriptSafeJson } from '@studio/shared';
import { type ComponentType, createContext, type JSX, type ReactNode, useContext, useLayoutEffect } from 'react';

/**
 * Public pages ship as server-rendered HTML in which only the interactive parts become React in
 * the browser (docs/rules/public-pages.md#rendering). An island is one such part: the server renders it as its own React root,
 * with its props in a JSON script element before it, and `island-runtime.tsx` hydrates that root alone
 * when the visitor first reaches for it (`entry-islands.ts`, ADR 0035).
 */
export interface IslandServer {
  /** Renders an island's element to HTML on its own, with `identifierPrefix` for its `useId`s. */
  render(element: JSX.Element, identifierPrefix: string): string;
  /** A page-unique prefix for the next island. */
  nextPrefix(): string;
}

/** Set by the server renderer for pages served as islands; absent in the client-routed app. */
export const IslandServerContext = createContext<IslandServer | null>(null);

export { ISLAND_TAG } from './island-tag';

declare module 'react' {
  // biome-ignore lint/style/noNamespace: React types custom elements in its JSX namespace
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'studio-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-prefix'?: string;
      };
    }
  }
}

/**
 * True inside an island of a public page, on the server and in the browser alike (its root provides
 * it): there a photograph may wait until it is near (components/media/picture.tsx), since the
 * island hands it over itself once awake.
 */
export const InIslandContext = createContext(false);

/** Every island's root, on the server and in the browser (the same tree, so `useId`s match). */
export function IslandRoot({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return <InIslandContext.Provider value>{children}</InIslandContext.Provider>;
}

interface IslandProps<P> {
  /** Its key in `app/islands.ts`, which loads the same component in the browser. */
  name: string;
  component: ComponentType<P>;
  /** What the browser needs to render it again: plain JSON. */
  props: P;
}

/**
 * One interactive part of a public page. In the client-routed app (signed-in areas, and public
 * pages reached from them) it renders in place like any component.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const server = useContext(IslandServerContext);
  if (!server) {
    return (
      <studio-island data-island={name}>
        <Component {...props} />
      </studio-island>
    );
  }
  const prefix = server.nextPrefix();
  return (
    <>
      <script
        type="application/json"
        data-island-props={prefix}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made safe for a script element
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
      <studio-island
        data-island={name}
        data-prefix={prefix}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island
        dangerouslySetInnerHTML={{
          __html: server.render(
            <IslandRoot>
              <Component {...props} />
            </IslandRoot>,
            prefix,
          ),
        }}
      />
    </>
  );
}
