// Side-effect CSS imports of DocSearch's styles (the button's with the page, the modal's with the modal).
declare module '@docsearch/css/dist/*.css';
