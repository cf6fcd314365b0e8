/**
 * The player's profile as an api slice of its own. Only the shell puts it in
 * the store and subscribes to it (its layout, on every page): the answer
 * replaces the session's user, so the header wallet, the status and the
 * operator's notice follow the server. A remote never fetches the profile
 * itself; its mutations announce 'Profile' (serverData.ts) and this slice
 * refetches. Remote tests put it in their store the same way
 * (shared/src/testing/render.tsx).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type { ProfileResponse, UserInfo } from '../api/types.js';
import { playerApiBase } from './baseQuery.js';
import { isUserInfo } from './queries.js';
import { profileRefreshed } from './session.js';

export const profileApi = /* @__PURE__ */ createApi({
  ...playerApiBase('profileApi'),
  endpoints: (build) => ({
    /** get_profile.php, silent (docs/PRODUCT.md §4). */
    getProfile: build.query<UserInfo | null, string>({
      query: (phone_number) => ({ endpoint: 'profile', body: { phone_number } }),
      transformResponse: (response: ProfileResponse) => (isUserInfo(response?.data) ? response.data : null),
      extraOptions: { silent: true },
      providesTags: ['Profile'],
      async onQueryStarted(phone, { dispatch, queryFulfilled }) {
        const fresh = await queryFulfilled.then(({ data }) => data, () => null);
        if (fresh && fresh.phone_number === phone) dispatch(profileRefreshed(fresh));
      },
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
