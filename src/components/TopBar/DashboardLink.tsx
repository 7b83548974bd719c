import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuthState} from '@site/src/hooks/useAuthState';
import styles from './styles.module.css';

/**
 * The external dashboard link: "Dashboard" when signed in, "Sign up" otherwise,
 * nothing while the auth state is unknown (server render and first client render).
 */
export default function DashboardLink(): React.ReactNode {
  const auth = useAuthState();
  const {siteConfig} = useDocusaurusContext();
  const href = siteConfig.customFields?.dashboardUrl as string;
  // Hidden while unknown, but its place is kept so the top bar does not shift when it appears.
  if (auth === 'unknown') return <span className={styles.dashboardSlot} aria-hidden="true" />;
  return (
    <a className={styles.dashboardLink} href={href} target="_blank" rel="noopener noreferrer" data-auth-state={auth}>
      {auth === 'signed-in' ? 'Dashboard' : 'Sign up'}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
