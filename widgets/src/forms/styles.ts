// The forms' stylesheet as text, for widgets to adopt into their shadow roots (defineWidget's `widgetCss`).
import formsCss from './forms.css?inline';

export { formsCss };
