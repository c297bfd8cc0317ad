/** Makes `matchMedia` answer `matches` for queries containing `fragment` (e.g. "reduce"). */
export function stubMatchMedia(match: (query: string) => boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: match(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
