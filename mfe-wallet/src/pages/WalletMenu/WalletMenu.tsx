/**
 * /wallet_histroy — docs/PRODUCT.md §2 'Wallet Management': the balance and a menu of
 * the wallet screens (add fund, manual deposit, withdraw, histories, bank).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WALLET, useText } from '@matka/shared/client';
import { BalanceCard } from '../../components/BalanceCard';
import {
  BankIcon, ChevronRightIcon, ListIcon, PlusCircleIcon, UpiIcon, UploadIcon, WithdrawIcon,
} from '../../components/icons';
import styles from './WalletMenu.module.css';

/** A menu key of the wallet catalog (wallet:menu.<key>, its detail wallet:menu.<key>Detail). */
type EntryKey = 'addFund' | 'manual' | 'deposit' | 'withdrawFunds' | 'bank' | 'depositHistory' | 'withdrawalHistory';

interface Entry {
  to: string;
  key: EntryKey;
  icon: ReactNode;
  tone?: 'accent' | 'plain';
}

const GROUPS: ReadonlyArray<{ title: 'addPoints' | 'withdraw' | 'history'; entries: readonly Entry[] }> = [
  {
    title: 'addPoints',
    entries: [
      { to: '/add_fund_auto', key: 'addFund', icon: <PlusCircleIcon />, tone: 'accent' },
      { to: '/add_fund_user', key: 'manual', icon: <UploadIcon /> },
      { to: '/deposit', key: 'deposit', icon: <UpiIcon /> },
    ],
  },
  {
    title: 'withdraw',
    entries: [
      { to: '/withdraw', key: 'withdrawFunds', icon: <WithdrawIcon /> },
      { to: '/add_bank_details', key: 'bank', icon: <BankIcon /> },
    ],
  },
  {
    title: 'history',
    entries: [
      { to: '/fund_histry/ALL_DEPOSIT', key: 'depositHistory', icon: <ListIcon /> },
      { to: '/fund_histry/ALL_WITHDRAWAL', key: 'withdrawalHistory', icon: <ListIcon /> },
    ],
  },
];

export function WalletMenu() {
  const { t } = useText(WALLET);
  const id = useId();
  return (
    <div className="page">
      <BalanceCard heading />
      <nav className={styles.menu} aria-label={t('menu.label')}>
        {GROUPS.map((group, groupIndex) => (
          <section key={group.title} className={styles.group} aria-labelledby={`${id}-g${groupIndex}`}>
            <h3 id={`${id}-g${groupIndex}`} className={styles.groupTitle}>{t(`menu.${group.title}`)}</h3>
            <ul className={styles.list}>
              {group.entries.map((entry, index) => (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    className={styles.row}
                    aria-labelledby={`${id}-g${groupIndex}-${index}`}
                    aria-describedby={`${id}-g${groupIndex}-${index}-detail`}
                  >
                    <span className={entry.tone === 'accent' ? `${styles.icon} ${styles.iconAccent}` : styles.icon}>{entry.icon}</span>
                    <span className={styles.text}>
                      <span id={`${id}-g${groupIndex}-${index}`} className={styles.title}>{t(`menu.${entry.key}`)}</span>
                      <span id={`${id}-g${groupIndex}-${index}-detail`} className={styles.detail}>{t(`menu.${entry.key}Detail`)}</span>
                    </span>
                    <ChevronRightIcon className={styles.chevron} width={20} height={20} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
