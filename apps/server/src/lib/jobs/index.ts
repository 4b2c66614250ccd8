export { createJobQueue, type EnqueueOptions, type Job, type JobHandler, type JobQueue, type JobQueueOptions, type WorkOptions } from "./job-queue.js";
