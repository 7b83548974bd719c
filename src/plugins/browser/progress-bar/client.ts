import nprogress from 'nprogress';

/** The loading bar's markup: nprogress' own classes (its stylesheet draws them), a real role and a name. */
export const PROGRESS_BAR_TEMPLATE =
  '<div class="bar" role="progressbar" aria-label="Loading the page"><div class="peg"></div></div>';

nprogress.configure({template: PROGRESS_BAR_TEMPLATE, barSelector: '.bar'});
