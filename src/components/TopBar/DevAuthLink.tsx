import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isDevAuthEnabled} from '@site/src/utils/authState';
import styles from './styles.module.css';

/** Development-only link to the auth testing page; present only when the flag equals "true". */
export default function DevAuthLink(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (!isDevAuthEnabled(siteConfig.customFields?.devAuthPageFlag)) return null;
  return (
    <Link className={styles.devLink} to="/__dev-secret-auth">
      Dev auth
    </Link>
  );
}
