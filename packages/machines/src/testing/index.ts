// Test support (`@vo/machines/testing`): the cast of senders, fixtures and the graph-coverage
// helpers, for this package's tests, the Storybook Machines pages and QA.
export { explore, exploreAll, replayShortestPaths, byStateAnd, byStateValue } from './explore';
export type { EventSamples, Exploration, ExploreOptions } from './explore';
export * from './viewers';
export { premiumSubscription, TODAY } from './subscriptions';
