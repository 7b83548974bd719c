// Home page of the benchmark baseline: the same content as the portal's home, in the stock layout.
import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ProductCards from '@site/src/components/ProductCards';
import {CLIENT_LIBRARIES} from '@site/src/data/references';

export default function Home(): React.ReactNode {
  return (
    <Layout title="Documentation">
      <main className="container margin-vert--lg">
        <Heading as="h1">Supabase Documentation</Heading>
        <p>
          Learn how to build on a Postgres development platform: set up a database, sign users in, store files, run code
          at the edge, listen to changes in real time and search with vectors.
        </p>
        <Link className="button button--primary" to="/guides/getting-started">
          Start with Supabase
        </Link>
        <Heading as="h2">Products</Heading>
        <ProductCards />
        <Heading as="h2">Client libraries</Heading>
        <ul>
          {CLIENT_LIBRARIES.map((ref) => (
            <li key={ref.slug}>
              <Link to={`/reference/${ref.slug}/introduction`}>{ref.title}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
