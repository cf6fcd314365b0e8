import { describe, expect, it } from 'vitest';
import { framedPage } from './framedPage.js';
import { pageAt } from './pageAt.js';

const INDEX = '<!doctype html><html lang="en"><head><style>base</style></head><body><div id="root"><div class="boot-frame" aria-hidden="true"><p class="boot-header">Sitara Matka</p></div></div><template id="shell-scripts"></template></body></html>';
const frame = { markup: '<h2>Pay $& now</h2>', css: '.a::after{content:"$1"}', version: 'v1' };

describe("a page's first frame in the shell's page", () => {
  it('paints the markup inert under the header band, the stylesheet in the head and the language on <html>', () => {
    const html = framedPage(INDEX, frame, 'hi')!;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<style>base</style><style>.a::after{content:"$1"}</style></head>');
    expect(html).toContain('<p class="boot-header">Sitara Matka</p><div class="boot-page" inert><h2>Pay $& now</h2></div></div></div>');
  });

  it('leaves a page it does not recognise alone', () => {
    expect(framedPage('<!doctype html><title>shell</title>', frame, 'en')).toBeUndefined();
  });
});

describe('the page a path shows a signed-out visitor', () => {
  it('is found as the router finds it: any case, a trailing slash allowed', () => {
    for (const path of ['/Login', '/login', '/LOGIN/', '/privacy-policy']) expect(pageAt(path)?.remote).toBe('auth');
    expect(pageAt('/login')?.page).toBe('Login');
  });

  it('is none for the shell\'s own pages, a player\'s pages, pages behind a parameter and unknown paths', () => {
    for (const path of ['/', '/home', '/profile', '/deposit', '/jodi_chart/KALYAN', '/game_type/KALYAN', '/admin/x', '/nowhere']) expect(pageAt(path)).toBeUndefined();
  });
});
