import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// In development the API runs on :3000 (scripts/dev.sh); these prefixes are the API's paths.
const API_TARGET = 'http://localhost:3000';
const API_PATHS = ['/api', '/translate', '/analyze', '/user', '/limit', '/history', '/save', '/ocr'];

// The React plugin is hoisted to the root node_modules, where its types see Vitest's newer Vite; at
// runtime it supports this workspace's Vite 7, so only the type needs bridging.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin, precompress()],
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
  },
  build: { outDir: 'dist', assetsDir: 'assets' },
});
