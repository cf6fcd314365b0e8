/** The account keeps the player's language (docs/I18N.md), and failures carry their catalog code (docs/decisions/0023). */
import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { ADULT, availableBackends, call, logIn, newPlayer, startApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('the player\'s language (%s)', (backend) => {
  it('is null until chosen, then kept on the account and given with the profile on every login', async () => {
    const api = await startApi(backend);
    try {
      const { phone, token } = await newPlayer(api);
      expect((await call(api, 'get_profile.php', {}, { token })).body.data.language).toBeNull();

      const saved = await call(api, 'set_language.php', { language: 'hi' }, { token });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ success: '1', msg: 'Language saved.', code: 'server:languageSaved', data: { language: 'hi' } });

      const again = await logIn(api, phone, '2468');
      expect((await call(api, 'get_profile.php', {}, { token: again })).body.data.language).toBe('hi');

      const refused = await call(api, 'set_language.php', { language: 'fr' }, { token });
      expect(refused.status).toBe(400);
      expect((await call(api, 'set_language.php', { language: 'hi' })).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('sends a failure\'s catalog code beside its English msg', async () => {
    const api = await startApi(backend);
    try {
      const { phone } = await newPlayer(api);
      const existing = await call(api, 'signup.php', { phoneNumber: phone, username: 'Again', user_mpin: '1357', email: '', ...ADULT });
      expect(existing.body).toMatchObject({ success: '0', msg: MSG.alreadySignedUp, code: 'messages:alreadySignedUp' });
    } finally {
      await api.close();
    }
  });
});
