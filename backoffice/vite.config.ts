/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const django = process.env.DJANGO_ORIGIN ?? 'http://127.0.0.1:8020';

// The console is served by Django at /office/ (hash routing inside).
export default defineConfig({
    base: '/office/',
    plugins: [react()],
    server: {
        host: '127.0.0.1',
        port: 5180,
        strictPort: true,
        proxy: { '/api': { target: django, changeOrigin: false } },
    },
    preview: {
        host: '127.0.0.1',
        port: 5181,
        proxy: { '/api': { target: django, changeOrigin: false } },
    },
    build: {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 900,
        rollupOptions: {
            output: {
                // Long-lived vendor chunks (cache across releases); the board's drag and drop
                // library only loads with the board.
                manualChunks(id) {
                    if (/node_modules\/(@hello-pangea|react-redux|redux|css-box-model|raf-schd|use-memo-one)\//.test(id)) return 'dnd';
                    if (/node_modules\/(react|react-dom|scheduler|@babel\/runtime)\//.test(id)) return 'react';
                    return undefined;
                },
            },
        },
    },
    test: {
        environment: 'jsdom',
        // worker threads, not child processes: the same 42 isolated files in 40 s instead of 48 alone
        // (benchmarks/tests.md); the lane's other core is the storefront's
        pool: 'threads',
        globals: true,
        setupFiles: ['./src/test/setup.ts'],
        include: ['src/**/*.test.{ts,tsx}'],
        css: false,
        // a browser in another zone must still read India time: the tests run on UTC's clock
        env: { TZ: 'UTC' },
        // react-admin screens take a few seconds each on this shared two-core machine under load
        testTimeout: 20_000,
        // Each test file starts a fresh worker that imported react-admin and MUI again from their
        // thousands of files: pre-bundled once into a few files by Vite, the 41 files spend about a
        // quarter less CPU (benchmarks/tests.md). react-markdown's chain (debug) needs Node's util: not
        // bundled.
        deps: {
            optimizer: {
                web: {
                    enabled: true,
                    include: [
                        'react', 'react-dom', 'react-admin', '@mui/material', '@mui/x-charts', '@emotion/react',
                        '@emotion/styled', '@hello-pangea/dnd', '@tanstack/react-query', 'react-router',
                        'react-router-dom', 'react-hook-form', '@testing-library/react',
                    ],
                },
            },
        },
        // the console's act() warnings of passing tests filled 100,000 lines; a failing test's are shown
        silent: 'passed-only',
    },
});
