import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PRODUCT_AREAS} from '@site/src/data/productAreas';
import styles from './styles.module.css';

/** The product areas as cards linking to their guides. */
export default function ProductCards(): React.ReactNode {
  return (
    <ul className={styles.grid}>
      {PRODUCT_AREAS.map((area) => (
        <li key={area.name} className={styles.card} data-icon={area.icon}>
          <Heading as="h3" className={styles.name}>
            <Link to={area.href} className={styles.link}>
              {area.name}
            </Link>
          </Heading>
          <p className={styles.summary}>{area.summary}</p>
        </li>
      ))}
    </ul>
  );
}
