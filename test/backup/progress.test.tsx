import { expect } from 'chai';
import { render } from 'ink-testing-library';
import React from 'react';
import { BackupProgressView } from '../../cli/commands/backup-progress.tsx';

// The live terminal view of `sitewright backup` and `restore`: the tables, the current table's
// rows, then the files.

describe('sitewright backup: live progress view', () => {
  it('shows the tables done, the current table with its rows, then the files with their bytes', () => {
    const tables = { stage: 'tables' as const, table: 'project_pages', index: 11, tables: 40, rows: 500, tableRows: 1200 };
    const view = render(<BackupProgressView title="Backing up" state={{ tables, files: null }} />);
    const during = view.lastFrame()!;
    expect(during).to.contain('Backing up');
    expect(during).to.match(/Tables\s+█+░+ 11\/40/);
    expect(during).to.contain('project_pages: 500/1,200 rows');

    const files = { stage: 'files' as const, files: 3, totalFiles: 12, bytes: 1536, totalBytes: 3 * 1024 * 1024 };
    view.rerender(<BackupProgressView title="Backing up" state={{ tables, files }} />);
    const after = view.lastFrame()!;
    expect(after).to.match(/Tables\s+█{30} 40\/40/);
    expect(after).to.not.contain('project_pages');
    expect(after).to.match(/Files\s+░{30} 3\/12, 1\.5 KB \/ 3 MB/);
    view.unmount();
  });
});
