import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ProductCards from '@site/src/components/ProductCards';
import PageSideMenu from '@site/src/components/SideMenu/PageSideMenu';
import {getMenu} from '@site/src/data/getMenu';
import {menuToPropSidebarItems} from '@site/src/utils/sidebarItems';
import {CLIENT_LIBRARIES, REFERENCES, referenceIntroUrl, type ReferenceDef} from '@site/src/data/references';
import styles from './index.module.css';

const tools = REFERENCES.filter((ref) => ref.kind === 'cli' || ref.kind === 'api');
// The home menu's entries all point elsewhere, so every item is a link (no doc ids needed): the theme's item shape.
const homeMenu = getMenu('home');
if (homeMenu.kind !== 'guide') throw new Error('The home menu id names a reference menu');
const homeMenuItems = menuToPropSidebarItems(homeMenu);

function ReferenceLinks({refs}: {refs: readonly ReferenceDef[]}): React.ReactNode {
  return (
    <ul className={`${styles.refList} prose-links`}>
      {refs.map((ref) => (
        <li key={ref.slug}>
          <Link to={referenceIntroUrl(ref)}>{ref.title}</Link>
          {ref.community && <span className={styles.badge}>Community</span>}
        </li>
      ))}
    </ul>
  );
}

/** The home page: product areas, getting-started links and the reference entry points. */
export default function Home(): React.ReactNode {
  return (
    <Layout
      title="Documentation"
      description="Guides and references for building with a Postgres database, Auth, Storage, Edge Functions, Realtime and vectors.">
      <div className={styles.layout}>
        <PageSideMenu menuId="home" items={homeMenuItems} path="/" />
        <main className={styles.main} data-menu-id="home">
          <Heading as="h1">Supabase Documentation</Heading>
          <p className={styles.lead}>
            Learn how to build on a Postgres development platform: set up a database, sign users in, store files, run
            code at the edge, listen to changes in real time and search with vectors.
          </p>
          <div className={styles.start}>
            <Link className="button button--primary" to="/guides/getting-started">
              Start with Supabase
            </Link>
          </div>

          <Heading as="h2">Products</Heading>
          <ProductCards />

          <div className={styles.columns}>
            <section aria-labelledby="client-libraries">
              <Heading as="h2" id="client-libraries">
                Client libraries
              </Heading>
              <ReferenceLinks refs={CLIENT_LIBRARIES} />
            </section>
            <section aria-labelledby="tools">
              <Heading as="h2" id="tools">
                Tools
              </Heading>
              <ReferenceLinks refs={tools} />
            </section>
          </div>
        </main>
      </div>
    </Layout>
  );
}
