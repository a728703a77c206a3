// The laboratory area (#21): its pending requests and result records, sending results with upload progress.
export {};
