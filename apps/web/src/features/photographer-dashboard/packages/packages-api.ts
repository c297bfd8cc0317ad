import {
  type PackageInput,
  type PhotographerPackage,
  packageDeleteResponseSchema,
  packageResponseSchema,
  packagesResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '../shared/dashboard-keys';

const BASE = '/photographers/me/packages';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/photographers/me/packages (docs/rules/history.md#issue-12): the caller's packages, hidden ones included, in order. */
export const myPackagesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.packages(),
    queryFn: async ({ signal }) => (await apiRequest(BASE, { schema: packagesResponseSchema, signal })).data,
    staleTime: 0,
  });

/** After any change the list is read afresh (positions, and a package another tab changed). */
function useSettle() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.packages() });
}

/** POST (no id) or PUT (an id) of one package. */
export function useSavePackage() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PackageInput }) =>
      apiRequest(id ? one(id) : BASE, { method: id ? 'PUT' : 'POST', body, schema: packageResponseSchema }),
    onSettled: settle,
  });
}

/** Hides or shows a package: a PUT of its fields as they are, with `active` changed. */
export function useSetPackageActive() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ pkg, active }: { pkg: PhotographerPackage; active: boolean }) =>
      apiRequest(one(pkg.id), {
        method: 'PUT',
        body: {
          title: pkg.title,
          description: pkg.description,
          priceKes: pkg.priceKes,
          priceUsd: pkg.priceUsd,
          durationValue: pkg.durationValue,
          durationUnit: pkg.durationUnit,
          deliverables: pkg.deliverables,
          active,
        } satisfies PackageInput,
        schema: packageResponseSchema,
      }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<PhotographerPackage[]>(dashboardKeys.packages(), (list) =>
        list?.map((p) => (p.id === data.id ? data : p)),
      ),
    onSettled: settle,
  });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => apiRequest(one(id), { method: 'DELETE', schema: packageDeleteResponseSchema }),
    onSuccess: (_res, id) =>
      queryClient.setQueryData<PhotographerPackage[]>(dashboardKeys.packages(), (list) =>
        list?.filter((p) => p.id !== id),
      ),
    onSettled: settle,
  });
}

/**
 * PUT /api/photographers/me/packages/order: the list shows the new order at once and goes back to
 * the server's when the change is refused.
 */
export function useReorderPackages() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(`${BASE}/order`, { method: 'PUT', body: { ids }, schema: packagesResponseSchema }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.packages() });
      const before = queryClient.getQueryData<PhotographerPackage[]>(dashboardKeys.packages());
      if (before) {
        const byId = new Map(before.map((p) => [p.id, p]));
        queryClient.setQueryData(
          dashboardKeys.packages(),
          ids.flatMap((id, position) => {
            const p = byId.get(id);
            return p ? [{ ...p, position }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_err, _ids, context) => {
      if (context?.before) queryClient.setQueryData(dashboardKeys.packages(), context.before);
    },
    onSuccess: ({ data }) => queryClient.setQueryData(dashboardKeys.packages(), data),
    onSettled: settle,
  });
}
