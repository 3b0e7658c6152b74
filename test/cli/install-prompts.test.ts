import { expect } from 'chai';
import { act, createElement } from 'react';
import { render } from 'ink-testing-library';
import { InstallPrompts, type InstallAnswers, type InstallPromptsProps } from '../../cli/ui/install-prompts.tsx';

const ENTER = '\r';
const DOWN = '\u001B[B';
const defaults = { appUrl: 'http://localhost:3000', adminEmail: 'admin@example.com' };

// act() runs each keypress to completion: React renders, commits and runs the effects in which Ink's
// inputs subscribe to stdin, so the next key always reaches the prompt now on screen, however
// loaded the machine is (a fixed sleep between keys lost them under load).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function renderPrompts(props: Partial<InstallPromptsProps> = {}) {
  let submitted: InstallAnswers | null = null;
  let cancelled = false;
  let view!: ReturnType<typeof render>;
  act(() => {
    view = render(
      createElement(InstallPrompts, {
        defaults,
        onSubmit: (answers) => (submitted = answers),
        onCancel: () => (cancelled = true),
        ...props,
      }),
    );
  });
  return {
    lastFrame: () => view.lastFrame(),
    unmount: () => act(() => view.unmount()),
    async type(...inputs: string[]) {
      for (const input of inputs) {
        await act(async () => {
          view.stdin.write(input);
        });
      }
    },
    get submitted() {
      return submitted;
    },
    get cancelled() {
      return cancelled;
    },
  };
}

describe('install prompts', () => {
  // Only here: other Ink tests in the same process render outside act().
  let previous: boolean | undefined;
  before(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  after(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });

  it('collects a MySQL URL, app URL, e-mail and a confirmed password', async () => {
    const prompts = renderPrompts();
    expect(prompts.lastFrame()).to.contain('Which database should Sitewright use?');
    await prompts.type(DOWN, ENTER);
    expect(prompts.lastFrame()).to.contain('MySQL / MariaDB connection URL');
    await prompts.type('mysql://site:pw@db:3306/site', ENTER);
    await prompts.type('https://sites.example.org/', ENTER);
    await prompts.type('owner@example.org', ENTER);
    await prompts.type('s3cret-pass', ENTER);
    expect(prompts.lastFrame()).to.contain('Admin password again');
    expect(prompts.lastFrame()).not.to.contain('s3cret-pass');
    await prompts.type('s3cret-pass', ENTER);
    expect(prompts.lastFrame()).to.contain('Install with these settings?');
    expect(prompts.lastFrame()).to.contain('mysql://site:***@db:3306/site');
    await prompts.type('y');
    expect(prompts.submitted).to.deep.equal({
      databaseUrl: 'mysql://site:pw@db:3306/site',
      appUrl: 'https://sites.example.org',
      adminEmail: 'owner@example.org',
      adminPassword: 's3cret-pass',
    });
    prompts.unmount();
  });

  it('takes the defaults on Enter and leaves the password to be generated', async () => {
    const prompts = renderPrompts();
    await prompts.type(ENTER, ENTER, ENTER, ENTER);
    expect(prompts.lastFrame()).to.contain('Admin password: generated during install');
    await prompts.type(ENTER);
    expect(prompts.submitted).to.deep.equal({ databaseUrl: undefined, appUrl: 'http://localhost:3000', adminEmail: 'admin@example.com', adminPassword: undefined });
    prompts.unmount();
  });

  it('asks again after an invalid e-mail, a short password or a mismatch', async () => {
    const prompts = renderPrompts({ given: { databaseUrl: 'sqlite:./x.sqlite', appUrl: 'http://localhost:8080' } });
    expect(prompts.lastFrame()).to.contain('Admin e-mail');
    await prompts.type('not-an-email', ENTER);
    expect(prompts.lastFrame()).to.contain('"not-an-email" is not an e-mail address');
    await prompts.type('ops@example.org', ENTER);
    await prompts.type('short', ENTER);
    expect(prompts.lastFrame()).to.contain('Use at least 8 characters');
    await prompts.type('long-enough-1', ENTER, 'different-2', ENTER);
    expect(prompts.lastFrame()).to.contain('The passwords do not match');
    await prompts.type('long-enough-1', ENTER, 'long-enough-1', ENTER, ENTER);
    expect(prompts.submitted).to.deep.equal({ databaseUrl: 'sqlite:./x.sqlite', appUrl: 'http://localhost:8080', adminEmail: 'ops@example.org', adminPassword: 'long-enough-1' });
    prompts.unmount();
  });

  it('rejects a database URL that is not MySQL and cancels on "n"', async () => {
    const prompts = renderPrompts();
    await prompts.type(DOWN, ENTER, 'postgres://db/site', ENTER);
    expect(prompts.lastFrame()).to.contain('Enter a URL like mysql://');
    await prompts.type('mysql://root@127.0.0.1:3306/site', ENTER, ENTER, ENTER, ENTER, 'n');
    expect(prompts.cancelled).to.equal(true);
    expect(prompts.submitted).to.equal(null);
    prompts.unmount();
  });
});
