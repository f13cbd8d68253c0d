/**
 * React, ReactDOM and jotai, evaluated on their own (src/main.tsx imports this, yields
 * to the browser, then imports the app): two shorter main-thread tasks instead of one long one
 * while the first screen is on show.
 */
import 'react';
import 'react-dom/client';
import 'jotai/react';
