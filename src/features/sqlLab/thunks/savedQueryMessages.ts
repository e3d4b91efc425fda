/** Toast texts of saving, updating, scheduling and opening queries (spec sql-editor §8, verbatim). */
export const QUERY_SAVED_MESSAGE = 'Your query was saved';
export const QUERY_SAVE_FAILED_MESSAGE = 'Your query could not be saved';
export const QUERY_NOT_PROPERLY_SAVED_MESSAGE = 'Your query was not properly saved';
export const QUERY_UPDATED_MESSAGE = 'Your query was updated';
export const QUERY_UPDATE_FAILED_MESSAGE = 'Your query could not be updated';
export const QUERY_SCHEDULED_MESSAGE =
  'Your query has been scheduled. To see details of your query, navigate to Saved queries';
export const QUERY_SCHEDULE_FAILED_MESSAGE = 'Your query could not be scheduled';
export const QUERY_LOAD_FAILED_MESSAGE = "The query couldn't be loaded";
export const DATASOURCE_LOAD_FAILED_MESSAGE = "The datasource couldn't be loaded";
export const CREATE_DATASOURCE_FAILED_MESSAGE = 'An error occurred while creating the data source';
