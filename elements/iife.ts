/**
 * The script-tag entry: `<script src="sportsbook.iife.js">` defines every element and
 * publishes `window.Sportsbook`. Loading it a second time changes nothing.
 */
import * as Sportsbook from './index';

declare global {
  interface Window {
    Sportsbook?: typeof Sportsbook;
  }
}

window.Sportsbook ??= Sportsbook;
