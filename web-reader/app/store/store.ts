import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { deviceReducer, type DeviceState } from './device-slice.ts';
import { readerReducer, type ReaderState } from './reader-slice.ts';
import { uiReducer } from './ui-slice.ts';

const rootReducer = combineReducers({
  reader: readerReducer,
  device: deviceReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createReaderStore(preloaded: { reader?: ReaderState; device?: DeviceState }) {
  return configureStore({ reducer: rootReducer, preloadedState: preloaded });
}

export type ReaderStore = ReturnType<typeof createReaderStore>;
export type AppDispatch = ReaderStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
