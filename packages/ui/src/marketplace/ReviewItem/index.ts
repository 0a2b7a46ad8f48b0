export { ReviewItem } from './ReviewItem';
export type { ReviewAuthor, ReviewData, ReviewItemProps, ReviewResponseData } from './ReviewItem';
