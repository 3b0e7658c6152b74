import { expect } from 'chai';
import { adDocument } from '../../web/src/features/dashboard/dashboard-ad.tsx';

describe('dashboard ad frame document', () => {
  it('wraps the ad markup in its own document whose links open a new tab', () => {
    const html = adDocument('<a href="https://ads.example.com">Buy</a>');
    expect(html).to.match(/^<!doctype html>/);
    expect(html).to.contain('<base target="_blank">');
    expect(html).to.contain('<body><a href="https://ads.example.com">Buy</a></body>');
  });
});
