/**
 * Annotation layers (`/api/v1/annotation_layer/`) and the saved charts an annotation layer can take
 * its rows from, as the annotation layer control lists them.
 */
import { api } from './baseApi';

/** One entry of an annotation source's choices. */
interface AnnotationSourceOption {
  id: number;
  name: string;
}

const PAGE_SIZE = 100;

const annotationLayersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getAnnotationLayers: builder.query<AnnotationSourceOption[], void>({
      query: () => ({
        endpoint: '/api/v1/annotation_layer/',
        rison: { columns: ['id', 'name'], order_column: 'name', order_direction: 'asc', page_size: PAGE_SIZE },
      }),
      transformResponse: (raw: { result?: { id: number; name: string }[] }) =>
        (raw.result ?? []).map(({ id, name }) => ({ id, name })),
    }),
    /** Saved charts of one viz type (a chart-sourced layer reads such a chart's rows). */
    getAnnotationSourceCharts: builder.query<AnnotationSourceOption[], string>({
      query: (vizType) => ({
        endpoint: '/api/v1/chart/',
        rison: {
          columns: ['id', 'slice_name'],
          filters: [{ col: 'viz_type', opr: 'eq', value: vizType }],
          order_column: 'slice_name',
          order_direction: 'asc',
          page_size: PAGE_SIZE,
        },
      }),
      transformResponse: (raw: { result?: { id: number; slice_name: string }[] }) =>
        (raw.result ?? []).map(({ id, slice_name }) => ({ id, name: slice_name })),
      providesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
  }),
});

export const { useGetAnnotationLayersQuery, useGetAnnotationSourceChartsQuery } = annotationLayersApi;
