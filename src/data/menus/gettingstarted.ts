import {group, link, type MenuEntry} from './types';

/** The entries of the "gettingstarted" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Features', '/guides/getting-started/features'),
  link('Architecture', '/guides/getting-started/architecture'),
  group('AI Tools', [
    link('Supabase MCP server', '/guides/getting-started/mcp'),
    link('AI prompts', '/guides/getting-started/ai-prompts'),
    link('Deploy MCP servers', '/guides/getting-started/byo-mcp'),
  ]),
  group('Framework Quickstarts', [
    link('Next.js', '/guides/getting-started/quickstarts/nextjs'),
    link('React', '/guides/getting-started/quickstarts/reactjs'),
    link('NuxtJS', '/guides/getting-started/quickstarts/nuxtjs'),
    link('Vue', '/guides/getting-started/quickstarts/vue'),
    link('Flutter', '/guides/getting-started/quickstarts/flutter'),
    link('iOS SwiftUI', '/guides/getting-started/quickstarts/ios-swiftui'),
    link('Android Kotlin', '/guides/getting-started/quickstarts/kotlin'),
    link('SvelteKit', '/guides/getting-started/quickstarts/sveltekit'),
    link('Laravel PHP', '/guides/getting-started/quickstarts/laravel'),
    link('Ruby on Rails', '/guides/getting-started/quickstarts/ruby-on-rails'),
    link('SolidJS', '/guides/getting-started/quickstarts/solidjs'),
    link('RedwoodJS', '/guides/getting-started/quickstarts/redwoodjs'),
    link('refine', '/guides/getting-started/quickstarts/refine'),
  ]),
  group('Web app demos', [
    link('Next.js', '/guides/getting-started/tutorials/with-nextjs'),
    link('React', '/guides/getting-started/tutorials/with-react'),
    link('Vue 3', '/guides/getting-started/tutorials/with-vue-3'),
    link('Nuxt 3', '/guides/getting-started/tutorials/with-nuxt-3'),
    link('Angular', '/guides/getting-started/tutorials/with-angular'),
    link('RedwoodJS', '/guides/getting-started/tutorials/with-redwoodjs'),
    link('SolidJS', '/guides/getting-started/tutorials/with-solidjs'),
    link('Svelte', '/guides/getting-started/tutorials/with-svelte'),
    link('SvelteKit', '/guides/getting-started/tutorials/with-sveltekit'),
    link('refine', '/guides/getting-started/tutorials/with-refine'),
  ]),
  group('Mobile tutorials', [
    link('Flutter', '/guides/getting-started/tutorials/with-flutter'),
    link('Expo React Native', '/guides/getting-started/tutorials/with-expo-react-native'),
    link('Android Kotlin', '/guides/getting-started/tutorials/with-kotlin'),
    link('Ionic React', '/guides/getting-started/tutorials/with-ionic-react'),
    link('Ionic Vue', '/guides/getting-started/tutorials/with-ionic-vue'),
    link('Ionic Angular', '/guides/getting-started/tutorials/with-ionic-angular'),
    link('Swift', '/guides/getting-started/tutorials/with-swift'),
  ]),
];
