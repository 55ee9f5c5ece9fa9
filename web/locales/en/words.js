// English's words: every locale file of this folder but the custom element's, in one script that
// ui/i18n.js loads when English is chosen.
export default import.meta.glob(['./*.json', '!./element.json'], { eager: true, import: 'default' });
