import {group, link, type MenuEntry} from './types';

/** The entries of the "ai" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/ai'),
  link('Concepts', '/guides/ai/concepts'),
  link('Structured & unstructured', '/guides/ai/structured-unstructured'),
  group('Learn', [
    link('Vector columns', '/guides/ai/vector-columns'),
    link('Vector indexes', '/guides/ai/vector-indexes', {
      items: [
        link('HNSW indexes', '/guides/ai/vector-indexes/hnsw-indexes'),
        link('IVFFlat indexes', '/guides/ai/vector-indexes/ivf-indexes'),
      ],
    }),
    link('Engineering for scale', '/guides/ai/engineering-for-scale'),
    link('Choosing Compute Add-on', '/guides/ai/choosing-compute-addon'),
    link('Going to Production', '/guides/ai/going-to-prod'),
    link('RAG with Permissions', '/guides/ai/rag-with-permissions'),
    link('Automatic embeddings', '/guides/ai/automatic-embeddings'),
  ]),
  group('Search', [
    link('Semantic search', '/guides/ai/semantic-search'),
    link('Keyword search', '/guides/ai/keyword-search'),
    link('Hybrid search', '/guides/ai/hybrid-search'),
  ]),
  group('JavaScript Examples', [
    link('OpenAI completions using Edge Functions', '/guides/ai/examples/openai'),
    link('Generate image captions using Hugging Face', '/guides/ai/examples/huggingface-image-captioning'),
    link('Generate Embeddings', '/guides/ai/quickstarts/generate-text-embeddings'),
    link('Adding generative Q&A to your documentation', '/guides/ai/examples/headless-vector-search'),
    link('Adding generative Q&A to your Next.js site', '/guides/ai/examples/nextjs-vector-search'),
  ]),
  group('Python Client', [
    link('Choosing a Client', '/guides/ai/python-clients'),
    link('API', '/guides/ai/python/api'),
    link('Collections', '/guides/ai/python/collections'),
    link('Indexes', '/guides/ai/python/indexes'),
    link('Metadata', '/guides/ai/python/metadata'),
  ]),
  group('Python Examples', [
    link('Developing locally with Vecs', '/guides/ai/vecs-python-client'),
    link('Creating and managing collections', '/guides/ai/quickstarts/hello-world'),
    link('Text Deduplication', '/guides/ai/quickstarts/text-deduplication'),
    link('Face similarity search', '/guides/ai/quickstarts/face-similarity'),
    link('Image search with OpenAI CLIP', '/guides/ai/examples/image-search-openai-clip'),
    link('Semantic search with Amazon Titan', '/guides/ai/examples/semantic-image-search-amazon-titan'),
    link('Building ChatGPT Plugins', '/guides/ai/examples/building-chatgpt-plugins'),
  ]),
  group('Third-Party Tools', [
    link('LangChain', '/guides/ai/langchain'),
    link('Hugging Face', '/guides/ai/hugging-face'),
    link('Google Colab', '/guides/ai/google-colab'),
    link('LlamaIndex', '/guides/ai/integrations/llamaindex'),
    link('Roboflow', '/guides/ai/integrations/roboflow'),
    link('Amazon Bedrock', '/guides/ai/integrations/amazon-bedrock'),
  ]),
];
