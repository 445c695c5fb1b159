// Vite turns a dynamic import of a stylesheet into a lazily loaded CSS chunk.
declare module 'katex/dist/katex.min.css';
