/** /privacy-policy — static policy text (docs/PRODUCT.md §2, §9: last updated September 06, 2024; Rajasthan, India). */
/*
 * The policy stays in English in every language: it is the legal text the player accepts, and a
 * Hindi version needs a reviewed legal translation, not ours (docs/I18N.md "What is not translated").
 */
/* eslint-disable i18n-text/no-literal-text */
import { BRAND_NAME } from '@matka/shared';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { formatMobile } from '../../flow/rules';
import styles from './PrivacyPolicy.module.css';

export const POLICY_LAST_UPDATED = 'September 06, 2024';

export function PrivacyPolicy() {
  const user = useShellSelector(selectUser);
  const helpNumbers = [user?.helpNumber1, user?.helpNumber2].filter((number): number is string => Boolean(number));

  return (
    <article className={styles.policy} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h2 id="policy-title" className={styles.title}>Privacy Policy &amp; Terms of Play</h2>
        <p className={styles.updated}>Last updated: {POLICY_LAST_UPDATED}</p>
      </header>

      <p>
        This policy explains what information {BRAND_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects when you use
        this app, why we collect it, how long we keep it and the choices you have. By creating an account or using the
        app you agree to this policy. If you do not agree, please do not use the app.
      </p>

      <section>
        <h3>1. Who may play</h3>
        <ul>
          <li>You must be at least <strong>18 years old</strong> to register or play. We may ask for proof of age and close any account we believe belongs to a minor.</li>
          <li>You may only play where it is lawful for you to do so. You are responsible for checking the laws that apply to you.</li>
          <li>One account per person and per mobile number. Accounts may not be shared, sold or transferred.</li>
        </ul>
      </section>

      <section>
        <h3>2. Points</h3>
        <p>
          Bids are placed with points held in your in-app wallet. In the app&apos;s standard play mode points are for
          entertainment only and have no cash value. Results, rates and market times are shown in the app; a bid once
          played will not be cancelled.
        </p>
      </section>

      <section>
        <h3>3. Information we collect</h3>
        <ul>
          <li><strong>Account details:</strong> your mobile number, your name and, if you give it, your email address.</li>
          <li><strong>Your MPIN:</strong> stored only as a one-way secure hash. Nobody, including our staff, can read it.</li>
          <li><strong>Payment details you choose to save:</strong> PhonePe, Google Pay and Paytm numbers and bank account details used for withdrawals.</li>
          <li><strong>Activity records:</strong> bids, results, deposits, withdrawals and every wallet entry with its running balance.</li>
          <li><strong>Technical data:</strong> a device identifier created by the app, your IP address, browser type and the times you sign in, used for security.</li>
          <li><strong>Messages:</strong> what you send us when you contact support, including screenshots of payments.</li>
        </ul>
        <p>We do not collect your contacts, photos (other than images you upload), precise location or any biometric data.</p>
      </section>

      <section>
        <h3>4. How we use it</h3>
        <ul>
          <li>To create your account, verify your number by one-time password (OTP) and let you sign in with your MPIN.</li>
          <li>To record your bids, settle results and keep an accurate wallet statement.</li>
          <li>To process deposit and withdrawal requests you make.</li>
          <li>To protect accounts: detecting unusual activity, locking an account after repeated wrong MPINs and preventing fraud.</li>
          <li>To answer support requests and send service messages such as OTPs and market notices.</li>
        </ul>
        <p>We do not sell your personal information and we do not use it for third-party advertising.</p>
      </section>

      <section>
        <h3>5. Sessions and storage on your device</h3>
        <p>
          When you sign in, the server opens a session that is identified by a secure cookie your browser cannot read
          from scripts. Sessions expire after a period of inactivity and end when you log out. The app also keeps a copy
          of your account details (for example your name and wallet balance) in your browser&apos;s local storage so the
          app can open quickly; logging out clears it. We do not use advertising or tracking cookies.
        </p>
      </section>

      <section>
        <h3>6. Who we share it with</h3>
        <ul>
          <li>An SMS provider, only your mobile number and the OTP, to deliver the code.</li>
          <li>Payment providers, only what is needed to complete a payment you start.</li>
          <li>Authorities, when the law of India requires it or to prevent fraud or harm.</li>
        </ul>
      </section>

      <section>
        <h3>7. Security</h3>
        <p>
          Information travels over encrypted connections and is stored on access-controlled servers. Keep your MPIN to
          yourself: <strong>we will never ask for your MPIN or OTP</strong> by phone, SMS or WhatsApp. If you think
          someone knows your MPIN, contact support at once.
        </p>
      </section>

      <section>
        <h3>8. How long we keep it</h3>
        <p>
          We keep account and transaction records while your account is open and afterwards for as long as the law
          requires for accounting and dispute resolution. Security logs are kept for a limited period and then deleted.
        </p>
      </section>

      <section>
        <h3>9. Responsible play</h3>
        <ul>
          <li>Play for fun, never to make money or to recover losses.</li>
          <li>Decide in advance how many points and how much time you will spend, and stop when you reach it.</li>
          <li>Take regular breaks. Do not play when you are upset, tired or under the influence of alcohol.</li>
          <li>If playing stops being fun, ask support to pause or close your account. We will do so promptly.</li>
        </ul>
      </section>

      <section>
        <h3>10. Your choices</h3>
        <p>
          You can view and correct your name, email and payment-app numbers on the Profile page at any time. You can ask
          us for a copy of your information, or to close your account and delete what the law does not require us to
          keep, by contacting support from your registered number.
        </p>
      </section>

      <section>
        <h3>11. Changes to this policy</h3>
        <p>
          We may update this policy. The date at the top shows the latest version. Significant changes will be announced
          in the app before they take effect.
        </p>
      </section>

      <section>
        <h3>12. Governing law</h3>
        <p>
          This policy and your use of the app are governed by the laws of India. Any dispute is subject to the exclusive
          jurisdiction of the courts in Rajasthan, India.
        </p>
      </section>

      <section>
        <h3>13. Contact us</h3>
        {helpNumbers.length > 0 ? (
          <p>
            For questions about this policy or your information, call or WhatsApp our support team on{' '}
            {helpNumbers.map((number, index) => (
              <span key={number}>
                {index > 0 && ' or '}
                <a href={`tel:+91${number}`}>{formatMobile(number)}</a>
              </span>
            ))}
            .
          </p>
        ) : (
          <p>For questions about this policy or your information, use the support numbers shown on the Home screen.</p>
        )}
      </section>
    </article>
  );
}
