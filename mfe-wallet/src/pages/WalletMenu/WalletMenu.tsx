/**
 * /wallet_histroy — docs/PRODUCT.md §2 'Wallet Management': the balance and a menu of
 * the wallet screens (add fund, manual deposit, withdraw, histories, bank).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BalanceCard } from '../../components/BalanceCard';
import {
  BankIcon, ChevronRightIcon, ListIcon, PlusCircleIcon, UpiIcon, UploadIcon, WithdrawIcon,
} from '../../components/icons';
import styles from './WalletMenu.module.css';

interface Entry {
  to: string;
  title: string;
  detail: string;
  icon: ReactNode;
  tone?: 'accent' | 'plain';
}

const GROUPS: ReadonlyArray<{ title: string; entries: readonly Entry[] }> = [
  {
    title: 'Add points',
    entries: [
      { to: '/add_fund_auto', title: 'Add Fund', detail: 'Pay instantly through UPI', icon: <PlusCircleIcon />, tone: 'accent' },
      { to: '/add_fund_user', title: 'Manual Deposit Upload Image', detail: 'Paid already? Send the UTR and screenshot', icon: <UploadIcon /> },
      { to: '/deposit', title: 'Deposit (UPI numbers)', detail: 'Numbers to pay to, with the UTR form', icon: <UpiIcon /> },
    ],
  },
  {
    title: 'Withdraw',
    entries: [
      { to: '/withdraw', title: 'Withdraw Funds', detail: 'To your saved bank account', icon: <WithdrawIcon /> },
      { to: '/add_bank_details', title: 'Add Bank Details', detail: 'Account, IFSC and payment apps', icon: <BankIcon /> },
    ],
  },
  {
    title: 'History',
    entries: [
      { to: '/fund_histry/ALL_DEPOSIT', title: 'Deposit History', detail: 'Every deposit request and its status', icon: <ListIcon /> },
      { to: '/fund_histry/ALL_WITHDRAWAL', title: 'Withdrawal History', detail: 'Every withdrawal request and its status', icon: <ListIcon /> },
    ],
  },
];

export function WalletMenu() {
  const id = useId();
  return (
    <div className="page">
      <BalanceCard heading />
      <nav className={styles.menu} aria-label="Wallet">
        {GROUPS.map((group, groupIndex) => (
          <section key={group.title} className={styles.group} aria-labelledby={`${id}-g${groupIndex}`}>
            <h3 id={`${id}-g${groupIndex}`} className={styles.groupTitle}>{group.title}</h3>
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
                      <span id={`${id}-g${groupIndex}-${index}`} className={styles.title}>{entry.title}</span>
                      <span id={`${id}-g${groupIndex}-${index}-detail`} className={styles.detail}>{entry.detail}</span>
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
