import { lazy, Suspense, useState } from 'react';
import type { ImageViewerProps } from './image-viewer';

const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

/**
 * The full-size viewer, whose code loads when a photograph is first opened (most visits never
 * open one); it stays mounted afterwards, so closing it gives the focus back as usual.
 */
export function LazyImageViewer(props: ImageViewerProps) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <ImageViewer {...props} />
    </Suspense>
  );
}
