export default {
  globs: ['elements/sg-*.ts'],
  outdir: 'dist',
  litelement: false,
};
