export { defineWidget, type WidgetProps } from './define-widget';
export { rememberBundleOrigin, shopMediaUrl } from './api-base';
export { emit } from './emit';
export { headingLevelOf, type HeadingLevel } from './heading-level';
export { useRemote, type RemoteState } from './use-remote';
