export * from './constants';
export * from './routes';
export * from './schemas/error';
export * from './schemas/health';
export * from './schemas/newsletter';
export * from './texts';
export * from './schemas/studio-content';
