export {
  allQueries,
  QueryState,
  type QueryFailure,
  type QueryStateProps,
  type QueryStateSource,
} from './QueryState';
