export { PageLoading } from './page-loading';
export { PageNotFound, type PageNotFoundProps } from './page-not-found';
