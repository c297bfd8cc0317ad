import {
  imagesReorderResponseSchema,
  imagesUploadResponseSchema,
  myPortfolioResponseSchema,
  type Photographer,
  type PortfolioFields,
  portfolioDeleteResponseSchema,
  portfolioSaveResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadRequest } from '@/lib/upload-request';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';
import { portfolioFormData } from './portfolio-fields';

/** GET /api/photographers/portfolio: the caller's own portfolio, or null before it is created. */
export const myPortfolioQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.portfolio(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/portfolio', { schema: myPortfolioResponseSchema, signal })).photographer,
    ...FRESH,
  });

/** Everything the overview and analytics show follows a change to the portfolio. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (photographer: Photographer | null) => {
    queryClient.setQueryData(dashboardKeys.portfolio(), photographer);
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.activities() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
  };
}

export interface SavePortfolioInput {
  /** The portfolio's id when updating; null creates it. */
  id: string | null;
  fields: PortfolioFields;
  /** Sent only when a new file was chosen (docs/rules/product.md#validation). */
  video: File | null;
  /** docs/rules/history.md#issue-23: the first photographs, sent with the form that creates the portfolio. */
  photos?: File[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/photographers/portfolio (create) or PUT /api/photographers/portfolio/:id (update), multipart. */
export function useSavePortfolio() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, fields, video, photos = [], onProgress, signal }: SavePortfolioInput) =>
      uploadRequest(id ? `/photographers/portfolio/${encodeURIComponent(id)}` : '/photographers/portfolio', {
        method: id ? 'PUT' : 'POST',
        body: portfolioFormData(fields, video, id ? [] : photos),
        schema: portfolioSaveResponseSchema,
        onProgress,
        signal,
      }),
    onSuccess: (res) => {
      if (res.success) refresh(res.photographer);
    },
  });
}

/** DELETE /api/photographers/portfolio/:id. */
export function useDeletePortfolio() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: portfolioDeleteResponseSchema,
      }),
    onSuccess: (res) => {
      if (res.success) refresh(null);
    },
  });
}

export interface UploadImagesInput {
  files: File[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/photographers/portfolio/images: multipart, one `image` field per file. */
export function useUploadImages() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ files, onProgress, signal }: UploadImagesInput) => {
      const body = new FormData();
      for (const file of files) body.append('image', file, file.name);
      return uploadRequest('/photographers/portfolio/images', {
        method: 'POST',
        body,
        schema: imagesUploadResponseSchema,
        onProgress,
        signal,
      });
    },
    onSuccess: (res) => {
      const current = queryClient.getQueryData<Photographer | null>(dashboardKeys.portfolio());
      if (!current) return;
      const gallery = [...current.gallery, ...res.images];
      refresh({ ...current, gallery, images: gallery.map((img) => img.url) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.portfolio() });
    },
  });
}

/** PATCH /api/photographers/portfolio/:id/images: the ids to keep, in their new order. */
export function useSaveImages() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, images }: { id: string; images: string[] }) =>
      apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}/images`, {
        method: 'PATCH',
        body: { images },
        schema: imagesReorderResponseSchema,
      }),
    onSuccess: (res) => {
      const current = queryClient.getQueryData<Photographer | null>(dashboardKeys.portfolio());
      if (current) refresh({ ...current, images: res.images, gallery: res.gallery });
    },
  });
}
