import { expect } from 'chai';
import {
  applyScriptPolicy,
  blockedScriptComment,
  customCodeAsHtml,
  SCRIPT_POLICY_MESSAGES,
  scriptBlockReason,
} from '../../common/editor/script-policy.ts';

const SDK = 'https://sdk.example.com/waitlist.js';
const ALLOWLIST = [SDK];

describe('script policy', () => {
  it('uses the blocked-script messages', () => {
    expect(SCRIPT_POLICY_MESSAGES).to.deep.equal({
      nonHttps: 'Blocked non-HTTPS script',
      inline: 'Blocked inline script',
      untrusted: 'Blocked untrusted script',
    });
  });

  it('lets an https script on the allowlist run and keeps everything around it as written', () => {
    const html = `<div class="w" data-id="abcdefghij"><p>Hi &amp; bye</p><script src="${SDK}" async></script></div>`;
    const result = applyScriptPolicy(html, ALLOWLIST);
    expect(result.blocked).to.deep.equal([]);
    expect(result.allowed).to.deep.equal([SDK]);
    expect(result.html).to.equal(html);
  });

  it('compares normalized URLs: host case and whitespace do not matter, the query does', () => {
    expect(scriptBlockReason(' https://SDK.example.com/waitlist.js ', ALLOWLIST)).to.equal(null);
    expect(scriptBlockReason(`${SDK}?v=2`, ALLOWLIST)).to.equal('untrusted');
    expect(scriptBlockReason('https://sdk.example.com/other.js', ALLOWLIST)).to.equal('untrusted');
  });

  it('blocks non-HTTPS, inline and untrusted scripts with their messages and srcs', () => {
    const html = [
      '<script src="http://sdk.example.com/waitlist.js"></script>',
      '<script>alert(1)</script>',
      '<script src="https://evil.example.net/x.js"></script>',
      '<script src="/local.js"></script>',
      '<script src="data:text/javascript,alert(1)"></script>',
    ].join('');
    const result = applyScriptPolicy(html, ALLOWLIST);
    expect(result.blocked).to.deep.equal([
      { reason: 'nonHttps', message: 'Blocked non-HTTPS script', src: 'http://sdk.example.com/waitlist.js' },
      { reason: 'inline', message: 'Blocked inline script', src: null },
      { reason: 'untrusted', message: 'Blocked untrusted script', src: 'https://evil.example.net/x.js' },
      { reason: 'untrusted', message: 'Blocked untrusted script', src: '/local.js' },
      { reason: 'nonHttps', message: 'Blocked non-HTTPS script', src: 'data:text/javascript,alert(1)' },
    ]);
    expect(result.html).to.not.contain('<script');
    expect(result.html).to.equal(
      [
        '<!-- Blocked non-HTTPS script: http://sdk.example.com/waitlist.js -->',
        '<!-- Blocked inline script -->',
        '<!-- Blocked untrusted script: https://evil.example.net/x.js -->',
        '<!-- Blocked untrusted script: /local.js -->',
        '<!-- Blocked non-HTTPS script: data:text/javascript,alert(1) -->',
      ].join(''),
    );
  });

  it('finds scripts anywhere: nested, in templates, in SVG, unclosed, in odd case', () => {
    const html = '<div><section><SCRIPT>one()</SCRIPT></section></div><template><script>two()</script></template><svg><script href="https://evil.example.net/s.js"></script></svg><p>after</p><script>three()';
    const result = applyScriptPolicy(html, ALLOWLIST);
    expect(result.blocked.map((b) => b.reason)).to.deep.equal(['inline', 'inline', 'untrusted', 'inline']);
    expect(result.html).to.equal(
      '<div><section><!-- Blocked inline script --></section></div><template><!-- Blocked inline script --></template><svg><!-- Blocked untrusted script: https://evil.example.net/s.js --></svg><p>after</p><!-- Blocked inline script -->',
    );
  });

  it('an allowed script keeps only safe attributes and loses its inline body and event handlers', () => {
    const html = `<script src="${SDK}" onload="steal()" defer data-waitlist="w1" integrity="sha384-x" nonce="n">ignored()</script>`;
    const result = applyScriptPolicy(html, ALLOWLIST);
    expect(result.html).to.equal(`<script src="${SDK}" defer data-waitlist="w1" integrity="sha384-x"></script>`);
  });

  it('reads attribute values as the browser does (character references decoded)', () => {
    expect(applyScriptPolicy('<script src="https&#58;//sdk.example.com/waitlist.js"></script>', ALLOWLIST).allowed).to.deep.equal([SDK]);
    expect(applyScriptPolicy('<script src="java&#115;cript:alert(1)"></script>', ALLOWLIST).blocked[0].reason).to.equal('nonHttps');
  });

  it('text that only looks like a script is left alone', () => {
    const html = '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><textarea><script>x()</script></textarea><!-- <script>y()</script> -->';
    expect(applyScriptPolicy(html, ALLOWLIST)).to.deep.equal({ html, blocked: [], allowed: [] });
  });

  it('takes a replacement for blocked scripts', () => {
    const result = applyScriptPolicy('<b>x</b><script src="https://evil.example.net/x.js"></script>', ALLOWLIST, {
      replacement: (blocked) => `<mark>${blocked.message}</mark>`,
    });
    expect(result.html).to.equal('<b>x</b><mark>Blocked untrusted script</mark>');
  });

  it('an empty allowlist blocks every script', () => {
    expect(applyScriptPolicy(`<script src="${SDK}"></script>`, []).blocked[0].reason).to.equal('untrusted');
  });

  it('a comment cannot be closed early by the src', () => {
    const comment = blockedScriptComment({ reason: 'untrusted', message: 'Blocked untrusted script', src: 'https://x.example/--><script>alert(1)</script>' });
    expect(comment.slice(4, -3)).to.not.match(/-->|--!>|<!--/);
    expect(comment.startsWith('<!-- Blocked untrusted script: https://x.example/')).to.equal(true);
  });

  describe('custom code', () => {
    it('markup stays markup; bare JavaScript is one inline script; blank is nothing', () => {
      expect(customCodeAsHtml(`<script src="${SDK}"></script>`)).to.equal(`<script src="${SDK}"></script>`);
      expect(customCodeAsHtml('if (a<b) go();')).to.equal('<script>if (a<b) go();</script>');
      expect(customCodeAsHtml('  \n ')).to.equal('');
      expect(applyScriptPolicy(customCodeAsHtml('console.log(1)'), ALLOWLIST).blocked).to.deep.equal([{ reason: 'inline', message: 'Blocked inline script', src: null }]);
    });
  });
});
