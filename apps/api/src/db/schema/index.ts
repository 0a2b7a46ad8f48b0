// The one PostgreSQL schema of the reference server, one file per aggregate (drizzle-kit generates
// the migrations in apps/api/drizzle/ from this folder). Columns that searches filter or join on are
// relational; the user's free-form preference objects (ui preferences, discovery flags...) are JSONB
// documents merged by the API, because the contract defines them as open sets of flags.
export * from './columns';
export * from './users';
export * from './attributes';
export * from './files';
export * from './providers';
export * from './projects';
export * from './content';
export * from './platform';
export * from './offers';
export * from './bookings';
export * from './channels';
export * from './payments';
export * from './payoutSettings';
export * from './subscriptions';
export * from './staff';
