// The editor model (common/editor) as the web editor uses it.
export * from '../../../../common/editor/index.ts';
