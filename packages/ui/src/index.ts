// @vo/ui: themes and components. Components take data through props and never import the SDK.
export * from './theme';
export * from './components/Icon';
