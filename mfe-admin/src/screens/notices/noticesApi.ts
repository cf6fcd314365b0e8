/** The console's notice calls (docs/API.md "Operator API" → notices), injected into the console's api slice. */
import { ADMIN_API, type AdminNotice, type ConsoleResponse, type CreateNoticeInput, type Page } from '@matka/shared';
import { consoleApi, type PageParams } from '../../state/consoleApi';

const data = <T,>(reply: ConsoleResponse<T>) => reply.data;

const noticesApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<Page<AdminNotice>, PageParams>({
      query: (params) => ({ path: ADMIN_API.notices, params: { ...params } }),
      transformResponse: data<Page<AdminNotice>>,
      providesTags: ['Notices'],
    }),
    sendNotice: build.mutation<AdminNotice, CreateNoticeInput>({
      query: (body) => ({ method: 'POST', path: ADMIN_API.notices, body }),
      transformResponse: data<AdminNotice>,
      invalidatesTags: ['Notices', 'Audit'],
    }),
    withdrawNotice: build.mutation<AdminNotice, number>({
      query: (id) => ({ method: 'POST', path: ADMIN_API.noticeWithdraw(id) }),
      transformResponse: data<AdminNotice>,
      invalidatesTags: ['Notices', 'Audit'],
    }),
  }),
});

export const { useNoticesQuery, useSendNoticeMutation, useWithdrawNoticeMutation } = noticesApi;
