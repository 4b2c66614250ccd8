// The job queue other modules use (decision 0007). Its option types live in job-queue.ts.
export { createJobQueue, JobElsewhere, type Job, type JobQueue } from "./job-queue.js";
